import './styles/index.css';
import { hydrateIslands } from './app/islands/hydrate-islands';
import { revealOutsideIslands } from './app/reveal-outside-islands';
import { followPreferredLocale, rememberSwitchChoices } from './i18n/language-choice';

// A prerendered page hydrates only its islands, and reveals what lies outside them. The dev server
// sends an empty root: render the whole app there, with its router (never part of a built page's
// JavaScript).
if (document.getElementById('root')!.hasChildNodes()) {
  followPreferredLocale();
  rememberSwitchChoices();
  hydrateIslands();
  revealOutsideIslands();
} else void import('./app/dev-app').then((module) => module.renderDevApp());

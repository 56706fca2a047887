import './styles/index.css';
import { drawWhenIdle } from './app/draw-when-idle';
import { hydrateIslands } from './app/islands/hydrate-islands';
import { revealOutsideIslands } from './app/reveal-outside-islands';
import { followPreferredLocale, rememberSwitchChoices } from './i18n/language-choice';

// A prerendered page hydrates only its islands, reveals what lies outside them and, once idle, draws
// what its first layout skipped. The dev server sends an empty root: render the whole app there,
// with its router (never part of a built page's JavaScript).
if (document.getElementById('root')!.hasChildNodes()) {
  followPreferredLocale();
  rememberSwitchChoices();
  hydrateIslands();
  revealOutsideIslands();
  drawWhenIdle();
} else void import('./app/dev-app').then((module) => module.renderDevApp());

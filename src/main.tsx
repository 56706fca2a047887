import './styles/index.css';
import { islandLoaders } from './app/island-loaders';
import { drawWhenIdle } from './islands/draw-when-idle';
import { hydrateIslands } from './islands/hydrate-islands';
import { revealOutsideIslands } from './islands/reveal-outside-islands';
import { followPreferredLocale, rememberSwitchChoices } from './i18n/language-choice';

// A prerendered page hydrates only its islands, reveals what lies outside them and, once idle, draws
// what its first layout skipped. The dev server sends an empty root: render the whole app there,
// with its router (never part of a built page's JavaScript).
if (document.getElementById('root')!.hasChildNodes()) {
  followPreferredLocale();
  rememberSwitchChoices();
  hydrateIslands(islandLoaders);
  revealOutsideIslands();
  drawWhenIdle();
} else void import('./app/dev-app').then((module) => module.renderDevApp());

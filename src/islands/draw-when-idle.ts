import { whenIdle } from '@/lib/when-idle';

/**
 * A block laid out only as it nears the window (`.render-when-near`) stands in at an estimated
 * height until drawn, so a jump far down the page (End, a scrollbar drag) would land by the
 * estimates, then move as the blocks it passed are drawn. Once the page has loaded and is idle, each
 * block is drawn for good, one per frame, so no frame carries a long layout and every later jump
 * lands where it aims. Blocks inside another stay as they are: they wait for their own reasons
 * (a far card in another script, whose font is fetched only when it is near).
 */
export function drawWhenIdle() {
  const blocks = [...document.querySelectorAll<HTMLElement>('.render-when-near')].filter(
    (block) => !block.parentElement?.closest('.render-when-near'),
  );
  const drawNext = () => {
    const block = blocks.shift();
    if (!block) return;
    block.dataset.drawn = '';
    requestAnimationFrame(() => whenIdle(drawNext));
  };
  if (document.readyState === 'complete') whenIdle(drawNext);
  else window.addEventListener('load', () => whenIdle(drawNext), { once: true });
}

import { useState, type KeyboardEvent } from 'react';

interface Options {
  count: number;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (index: number) => void;
}

/**
 * The keyboard part of the ARIA listbox pattern, for whichever element holds focus: arrows move
 * the active option (opening the list first), Home/End jump, Enter chooses, Escape and Tab close.
 */
export function useActiveOption({ count, open, onOpen, onClose, onChoose }: Options) {
  const [active, setActive] = useState(-1);

  function onKeyDown(event: KeyboardEvent) {
    const move = (next: number) => {
      event.preventDefault();
      if (!open) onOpen();
      if (count > 0) setActive(Math.max(0, Math.min(count - 1, next)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(open ? active + 1 : Math.max(active, 0));
      case 'ArrowUp':
        return move(open ? active - 1 : Math.max(active, 0));
      case 'Home':
        return open ? move(0) : undefined;
      case 'End':
        return open ? move(count - 1) : undefined;
      case 'Enter':
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          onChoose(active);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          onClose();
        }
        return;
      case 'Tab':
        if (open) onClose();
        return;
    }
  }

  return { active, setActive, onKeyDown };
}

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapBoot } from './map-boot';
import { MapEmbed } from './map-embed';

const map = (
  <MapEmbed
    title="Office map"
    embedUrl="https://www.openstreetmap.org/export/embed.html"
    linkUrl="https://www.openstreetmap.org/"
    linkLabel="Open the map"
  />
);

describe('the contact map before its code arrives', () => {
  beforeAll(() => mapBoot());
  afterEach(() => document.body.replaceChildren());

  it('shows the map frame on the first press; the island takes that frame as it hydrates', async () => {
    const user = userEvent.setup();
    const island = document.createElement('div');
    island.setAttribute('data-island', 'map-embed');
    island.innerHTML = renderToString(map);
    document.body.append(island);
    const picture = island.querySelector('img')!;

    await user.click(screen.getByRole('button', { name: 'Show interactive map' }));
    const frame = screen.getByTitle('Office map');
    expect(frame).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame.className).toBe(picture.className.replace('object-cover', 'border-0'));
    expect(screen.queryByRole('button')).toBeNull();

    const failures: unknown[] = [];
    island.setAttribute('data-hydrating', '');
    await act(async () => {
      hydrateRoot(island, map, { onRecoverableError: (error) => failures.push(error) });
    });
    expect(failures).toEqual([]);
    expect(island.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByTitle('Office map')).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

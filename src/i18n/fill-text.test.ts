import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';

describe('fillText', () => {
  it('fills every placeholder, in whatever order the language puts them', () => {
    expect(fillText('Showing {{shown}} of {{total}} articles', { shown: '3', total: '6' })).toBe(
      'Showing 3 of 6 articles',
    );
    expect(fillText('{{total}} मध्ये {{shown}} लेख देखाइएको छ', { shown: '३', total: '६' })).toBe('६ मध्ये ३ लेख देखाइएको छ');
  });

  it('leaves a placeholder it has no value for as it is, so the gap shows', () => {
    expect(fillText('Show picture {{index}}', {})).toBe('Show picture {{index}}');
  });
});

import { describe, expect, it } from 'vitest';
import { TAG_COLORS } from '../../../shared/tags.js';
import { nextTagColor, tagChanges } from './tag-form.js';

describe('a new tag’s colour', () => {
  it('is the first of the palette while no tag has it', () => {
    expect(nextTagColor([])).toBe('gray');
    expect(nextTagColor([{ color: 'gray' }, { color: 'orange' }])).toBe('red');
  });

  it('is the least used once every colour is taken, the palette’s order breaking ties', () => {
    const everyColourOnce = TAG_COLORS.map((color) => ({ color }));
    expect(nextTagColor(everyColourOnce)).toBe('gray');
    expect(nextTagColor([...everyColourOnce, { color: 'gray' }, { color: 'red' }])).toBe('orange');
  });
});

describe('a tag’s changes', () => {
  const saved = { name: 'Summer', color: 'amber' as const };

  it('are nothing when the form says what is saved, outer spaces aside', () => {
    expect(tagChanges({ name: '  Summer ', color: 'amber' }, saved)).toEqual({});
  });

  it('name only the fields that differ, the name trimmed', () => {
    expect(tagChanges({ name: ' Winter ', color: 'amber' }, saved)).toEqual({ name: 'Winter' });
    expect(tagChanges({ name: 'Summer', color: 'teal' }, saved)).toEqual({ color: 'teal' });
  });
});

import { describe, expect, it } from 'vitest';
import { chartColors, withAlpha } from './chartTheme';

describe('chart colours', () => {
  it('takes the theme variables, with fills derived from the accent', () => {
    const vars: Record<string, string> = {
      '--accent': ' #6d8bff',
      '--surface': '#171b24',
      '--muted': '#9aa3b5',
      '--border': '#2b3242',
    };
    expect(chartColors((n) => vars[n] ?? '')).toEqual({
      background: '#171b24',
      text: '#9aa3b5',
      grid: '#2b3242',
      line: '#6d8bff',
      fillTop: 'rgba(109, 139, 255, 0.28)',
      fillBottom: 'rgba(109, 139, 255, 0.02)',
    });
  });
  it('falls back to the light theme when a variable is missing; leaves non-hex colours alone', () => {
    expect(chartColors(() => '').line).toBe('#3454d1');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});

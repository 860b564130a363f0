/** The color modes and the order the switch goes through them. */
export type ColorModeChoice = 'light' | 'dark' | 'system';

export function colorModeCycle(respectPrefersColorScheme: boolean): ColorModeChoice[] {
  // With respect for the system preference: system, light, dark, then system again.
  return respectPrefersColorScheme ? ['system', 'light', 'dark'] : ['light', 'dark'];
}

export function nextColorMode(current: ColorModeChoice, cycle: ColorModeChoice[]): ColorModeChoice {
  const index = cycle.indexOf(current);
  return cycle[(index + 1) % cycle.length];
}

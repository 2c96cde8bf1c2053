/** "Dock, Office, Roof" → the names, trimmed, blanks and repeats dropped, in the order typed. */
export function parseZones(text: string): readonly string[] {
  const zones: string[] = [];
  for (const part of text.split(',')) {
    const zone = part.trim();
    if (zone !== '' && !zones.includes(zone)) zones.push(zone);
  }
  return zones;
}

/**
 * The i18next context of a text that says a time of day with its article: Spanish says "a la 01:04
 * p.m." (one o'clock is singular) but "a las 07:04 p.m.", so a Spanish catalogue writes such a text
 * twice, `key` with "las" and `key_la` with "la" (with a count, `key_la_one`, `key_la_other`...).
 * English has no `_la` texts and keeps the key's own. Pass it as `t(key, { time, context:
 * timeContext(time) })`, with the time as the reader sees it ("01:04 p.m.", "01:04 PM").
 */
export function timeContext(time: string): 'la' | undefined {
  return /^0?1:/.test(time.trim()) ? 'la' : undefined;
}

import { describe, expect, it } from 'vitest';
import { headerGeoLookup } from './geo.ts';

describe('headerGeoLookup', () => {
  it('reads the CDN country header, upper-cased', () => {
    expect(headerGeoLookup().country({ 'cf-ipcountry': 'ua' })).toBe('UA');
  });
  it('prefers the configured header', () => {
    expect(headerGeoLookup('X-Geo').country({ 'x-geo': 'PL', 'cf-ipcountry': 'UA' })).toBe('PL');
  });
  it('answers null for unknown or malformed values', () => {
    const geo = headerGeoLookup();
    expect(geo.country({})).toBeNull();
    expect(geo.country({ 'cf-ipcountry': 'XX' })).toBeNull();
    expect(geo.country({ 'cf-ipcountry': 'Ukraine' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { geoLookup, headerCountry, ipCountry } from './geo.ts';

describe('headerCountry', () => {
  it('reads the CDN country header, upper-cased', () => {
    expect(headerCountry({ 'cf-ipcountry': 'ua' })).toBe('UA');
  });
  it('prefers the configured header', () => {
    expect(headerCountry({ 'x-geo': 'PL', 'cf-ipcountry': 'UA' }, 'X-Geo')).toBe('PL');
  });
  it('answers null for unknown or malformed values', () => {
    expect(headerCountry({})).toBeNull();
    expect(headerCountry({ 'cf-ipcountry': 'XX' })).toBeNull();
    expect(headerCountry({ 'cf-ipcountry': 'Ukraine' })).toBeNull();
  });
});

describe('ipCountry (offline GeoLite2 table)', () => {
  it('finds the country of public IPv4 and IPv6 addresses', () => {
    // Kyivstar (Ukraine) and Google DNS (United States).
    expect(ipCountry('46.219.1.1')).toBe('UA');
    expect(ipCountry('8.8.8.8')).toBe('US');
    expect(ipCountry('::ffff:46.219.1.1')).toBe('UA');
    expect(ipCountry('2001:4860:4860::8888')).toBe('US');
  });
  it('answers null for loopback, private and malformed addresses', () => {
    expect(ipCountry('127.0.0.1')).toBeNull();
    expect(ipCountry('10.1.2.3')).toBeNull();
    expect(ipCountry('::1')).toBeNull();
    expect(ipCountry('not an ip')).toBeNull();
  });
});

describe('geoLookup', () => {
  it('trusts the proxy header first, then the IP', () => {
    const geo = geoLookup();
    expect(geo.country({ 'cf-ipcountry': 'PL' }, '46.219.1.1')).toBe('PL');
    expect(geo.country({}, '46.219.1.1')).toBe('UA');
    expect(geo.country({}, '127.0.0.1')).toBeNull();
  });
});

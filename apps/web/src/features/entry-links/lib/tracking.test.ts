import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/paths';
import { storage } from '../../../lib/storage';
import { cleanTrackingValue, rememberBranch, rememberSource } from './tracking';

afterEach(() => localStorage.clear());

describe('entry-link tracking', () => {
  it('keeps only short plain values', () => {
    expect(cleanTrackingValue('google')).toBe('google');
    expect(cleanTrackingValue('3f1c2d4e-aaaa-bbbb-cccc-123456789012')).toBe('3f1c2d4e-aaaa-bbbb-cccc-123456789012');
    expect(cleanTrackingValue('<script>')).toBeNull();
    expect(cleanTrackingValue('')).toBeNull();
    expect(cleanTrackingValue('x'.repeat(65))).toBeNull();
  });

  it('stores the UTM and registration source, and a link without a source clears the old one', () => {
    expect(rememberSource('google', 'landing')).toBe(true);
    expect(storage.get(storageKeys.utmSource)).toBe('google');
    expect(storage.get(storageKeys.registrationSource)).toBe('landing');
    rememberSource('facebook', undefined);
    expect(storage.get(storageKeys.utmSource)).toBe('facebook');
    expect(storage.get(storageKeys.registrationSource)).toBeNull();
    expect(rememberSource('bad value!', 'x')).toBe(false);
    expect(storage.get(storageKeys.utmSource)).toBe('facebook');
  });

  it('stores the branch of a branch link', () => {
    expect(rememberBranch('b-123')).toBe(true);
    expect(storage.get(storageKeys.branch)).toBe('b-123');
    expect(rememberBranch('../x')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { decide, declaredLicence, recogniseLicenceText } from './check-licenses.ts';

describe('decide', () => {
  it('accepts permissive and compatible copyleft licences', () => {
    for (const id of ['MIT', 'ISC', 'Apache-2.0', 'MPL-2.0', 'LGPL-3.0-or-later', 'LGPL-2.1-only', 'AGPL-3.0-only']) {
      expect(decide(id), id).toBe('compatible');
    }
    expect(decide('GPL-3.0-only')).toBe('compatible');
    expect(decide('GPL-2.0-or-later')).toBe('compatible');
  });

  it('refuses licences that cannot be conveyed under AGPL-3.0-or-later', () => {
    for (const id of ['GPL-2.0-only', 'GPL-2.0', 'CC-BY-NC-4.0', 'SSPL-1.0', 'MPL-2.0-no-copyleft-exception']) {
      expect(decide(id), id).toBe('incompatible');
    }
  });

  it('needs one compatible side of OR and both sides of AND', () => {
    expect(decide('(MIT OR GPL-2.0-only)')).toBe('compatible');
    expect(decide('(GPL-2.0-only OR SSPL-1.0)')).toBe('incompatible');
    expect(decide('MIT AND Apache-2.0')).toBe('compatible');
    expect(decide('MIT AND GPL-2.0-only')).toBe('incompatible');
  });

  it('allows font and data licences only for content packages', () => {
    expect(decide('MIT AND OFL-1.1')).toBe('incompatible');
    expect(decide('MIT AND OFL-1.1', 'content')).toBe('compatible');
    expect(decide('CC-BY-4.0', 'content')).toBe('compatible');
  });

  it('lets an exception (extra permissions) be decided by its licence', () => {
    expect(decide('Apache-2.0 WITH LLVM-exception')).toBe('compatible');
    expect(decide('GPL-2.0-only WITH Classpath-exception-2.0')).toBe('incompatible');
  });

  it('calls missing and non-SPDX licences unknown', () => {
    expect(decide(undefined)).toBe('unknown');
    expect(decide('')).toBe('unknown');
    expect(decide('boost')).toBe('unknown');
    expect(decide('SEE LICENSE IN LICENSE.md')).toBe('unknown');
    expect(decide('UNLICENSED')).toBe('unknown');
  });
});

describe('declaredLicence', () => {
  it('reads strings, old type objects and arrays (as AND)', () => {
    expect(declaredLicence({ license: '(MIT OR Apache-2.0)' })).toBe('(MIT OR Apache-2.0)');
    expect(declaredLicence({ license: { type: 'ISC' } })).toBe('ISC');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }] })).toBe('MIT');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, 'GPL-2.0-only'] })).toBe('(MIT AND GPL-2.0-only)');
    expect(declaredLicence({})).toBeUndefined();
    expect(declaredLicence({ licenses: [{ url: 'x' }] })).toBeUndefined();
  });
});

describe('recogniseLicenceText', () => {
  it('knows the common texts and nothing else', () => {
    expect(
      recogniseLicenceText('The MIT License\n\nPermission is hereby granted, free of charge, to any\nperson'),
    ).toBe('MIT');
    expect(recogniseLicenceText('Apache License\n Version 2.0, January 2004')).toBe('Apache-2.0');
    const bsd = 'Redistribution and use in source and binary forms, with or without modification, are permitted';
    expect(recogniseLicenceText(bsd)).toBe('BSD-2-Clause');
    expect(recogniseLicenceText(`${bsd} ... Neither the name of the copyright holder`)).toBe('BSD-3-Clause');
    expect(recogniseLicenceText('All rights reserved.')).toBeUndefined();
    const rider = 'Permission is hereby granted, free of charge, to any person ... shall be used for Good, not Evil.';
    expect(recogniseLicenceText(rider)).toBeUndefined();
  });
});

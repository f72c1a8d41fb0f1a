import { describe, expect, it } from 'vitest';
import { routes } from './routes.js';
import type { RouteDef } from './route.js';

const all: [string, RouteDef][] = Object.entries(routes).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, RouteDef>).map(([name, def]) => [`${group}.${name}`, def] as [string, RouteDef]),
);

describe('route table', () => {
  it('declares each method and path once', () => {
    const keys = all.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every call under /api and declares the params its path names', () => {
    for (const [name, def] of all) {
      expect(def.path.startsWith('/api/'), name).toBe(true);
      const names = [...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      if (names.length > 0) expect(def.params, `${name} declares params`).toBeDefined();
    }
  });

  it('keeps role-path calls behind a session', () => {
    for (const [name, def] of all) {
      if (def.path.includes('/:role/')) expect(def.access.kind, name).toBe('session');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { ApplicationDefinition } from './application-definition';
import type { ApplicationVector } from './business-permit-new.vectors';
import { validateApplication } from './validate-application';

// Every kind of the kinds folder with its vectors (`<sub-path>.vectors.ts` beside it), found by
// folder as the engine finds the kinds: the web side (the server runs the same files through its
// validate path, server/src/modules/applications/kind-vectors.test.ts).
const DEFINITIONS = import.meta.glob<{ definition: ApplicationDefinition }>('./kinds/*.ts', { eager: true });
const VECTOR_FILES = import.meta.glob<Record<string, unknown>>('./kinds/*.vectors.ts', { eager: true });

const isVectorList = (value: unknown): value is readonly ApplicationVector[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((v) => typeof (v as ApplicationVector).name === 'string');

const KINDS = Object.entries(VECTOR_FILES).flatMap(([path, exported]) => {
  const definition = DEFINITIONS[path.replace(/\.vectors\.ts$/, '.ts')]?.definition;
  const vectors = Object.values(exported).find(isVectorList);
  return definition && vectors ? [[definition, vectors] as const] : [];
});

describe('the kinds folder', () => {
  it('gives the kinds their vectors to run', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(18);
  });
});

for (const [definition, vectors] of KINDS) {
  describe(`${definition.route} on the web, by its vectors`, () => {
    for (const vector of vectors) {
      it(vector.name, () => {
        const result = validateApplication(definition, vector.payload, {
          language: 'en',
          remoteOptions: (name) => (name === 'citizenships' ? ['FILIPINO'] : undefined),
        });
        const errors = result.ok ? {} : result.errors;
        expect(Object.keys(errors).sort()).toEqual(Object.keys(vector.errors ?? {}).sort());
        for (const [field, fragment] of Object.entries(vector.errors ?? {}))
          expect(errors[field], field).toContain(fragment);
      });
    }
  });
}

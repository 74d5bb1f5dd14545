import { describe, expect, it } from 'vitest';
// The web app's loaders, read here to prove the two sides agree (a test; nothing the server
// serves imports web code).
// eslint-disable-next-line import-x/no-restricted-paths
import { DEFINITION_LOADERS } from '../../../../src/features/applications/definition-loaders';
import { allDefinitions, kindPageNames, PAGES } from './application-definitions';
import { createSubjects } from './application-subjects';
import { freeCertificate } from './engine-kinds-test-kit';

describe('the application kinds registry', () => {
  it('serves the same pages on the web and on the server, each with the same definition', async () => {
    expect(Object.keys(DEFINITION_LOADERS).sort()).toEqual([...PAGES.keys()].sort());
    for (const [page, definition] of PAGES) {
      const load = DEFINITION_LOADERS[page];
      expect(load, page).toBeDefined();
      expect(await load?.(), page).toStrictEqual(definition);
    }
  });

  it('reads every kind file of the folder and nothing else', () => {
    expect(
      kindPageNames(['cedula-individual.ts', 'cedula.vectors.ts', 'cedula.test.ts', 'README.md']),
    ).toEqual(['cedula-individual']);
  });

  it('files each definition under a page of its own and one module transaction type', () => {
    const definitions = allDefinitions();
    for (const definition of definitions)
      expect(PAGES.get(definition.route), definition.route).toBe(definition);
    const types = definitions.map((d) => `${d.moduleType} ${d.transactionType}`);
    expect(new Set(types).size).toBe(types.length);
  });

  it('names no legacy path twice', () => {
    const paths = allDefinitions().flatMap((d) =>
      [d.legacyPaths?.submit, d.legacyPaths?.resubmit].filter((p) => p !== undefined),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('declares what the engine needs of every kind', () => {
    for (const d of allDefinitions()) {
      expect(d.numberPrefix, d.route).toMatch(/^[A-Z]{1,4}$/);
      expect(d.offices.length, d.route).toBeGreaterThan(0);
      expect(d.subject.identity.length, d.route).toBeGreaterThan(0);
      // A paid kind names its fee rule; a free one has none.
      expect(d.fees === null, d.route).toBe(d.workflow.payment === 'none');
    }
  });

  it('asks the handover a kind offers in one of its select fields, offering exactly those steps', () => {
    for (const d of allDefinitions().filter((k) => k.workflow.handoverChoice !== undefined)) {
      const choice = d.steps
        .flatMap((s) => s.items ?? [])
        .find((item) => 'name' in item && item.name === d.workflow.handoverChoice);
      const options = choice && 'options' in choice ? choice.options : undefined;
      expect(Array.isArray(options), d.route).toBe(true);
      const values = (Array.isArray(options) ? options : []).map((o: { value: string }) => o.value).sort();
      expect(values, d.route).toEqual((d.workflow.handover ?? []).map((s) => s.toUpperCase()).sort());
    }
  });

  it('names what a kind needs that no module registered (the server stops at start on it)', () => {
    const subjects = createSubjects();
    subjects.check('registered', () => undefined);
    const orphan = {
      ...freeCertificate,
      subject: {
        kind: 'vehicle' as const,
        identity: ['plate_no'],
        existing: true,
        preChecks: ['registered', 'nobody'],
      },
    };
    expect(subjects.missing([freeCertificate, orphan])).toEqual(['subject vehicle', 'pre-check nobody']);
  });
});

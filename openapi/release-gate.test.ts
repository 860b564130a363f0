// @vitest-environment node
/**
 * The breaking-change gate: the working description of openapi/ against the latest release
 * (openapi/releases/). A breaking change fails unless info.version has a higher major version;
 * any other change without a version bump is reported here, in the test output.
 * The planted faults below are made in copies of the released description.
 */
import { checkAgainstLatestRelease } from '@/lib/openapi/changes/gate';
import { latestRelease, listReleases, type Release } from '@/lib/openapi/changes/releases';
import { loadApiDocument } from '@/lib/openapi/document/load';
import type { JsonObject } from '@/lib/openapi/document/walk';

const releases = listReleases();
const latest = latestRelease(releases)!;

describe('the working description against the latest release', () => {
  it('has a release to compare with', () => {
    expect(latest.file).toMatch(/^openapi\/releases\/\d+\.\d+\.\d+\.json$/);
  });

  it('breaks nothing without a major version bump (changes without a bump are reported, not failed)', () => {
    const { failures, notes } = checkAgainstLatestRelease(loadApiDocument(), releases);
    for (const note of notes) console.warn(`Release gate: ${note}`);
    expect(failures).toEqual([]);
  });
});

/** A copy of the latest release's description, as a later edit of openapi/ would leave it. */
function edited(edit: (document: JsonObject) => void, version?: string): JsonObject {
  const document = structuredClone(latest.document) as JsonObject & { info: { version: string } };
  edit(document);
  if (version) document.info.version = version;
  return document;
}

type Schema = {
  required?: string[];
  properties?: Record<string, Record<string, unknown>>;
  enum?: string[];
};
const schema = (document: JsonObject, name: string) =>
  (document.components as { schemas: Record<string, Schema> }).schemas[name];

const removeResponseField = (document: JsonObject) => {
  const result = schema(document, 'BroadcastResult');
  delete result.properties!.explorerUrl;
  result.required = result.required!.filter((field) => field !== 'explorerUrl');
};
const requireRequestField = (document: JsonObject) => {
  schema(document, 'BroadcastRequest').required!.push('uuid');
};
const narrowEnum = (document: JsonObject) => {
  const identifiers = schema(document, 'TendermintStakingIdentifier');
  identifiers.enum = identifiers.enum!.filter((identifier) => identifier !== 'QSR');
};
const removeOperation = (document: JsonObject) => {
  delete (document.paths as Record<string, unknown>)['/v1/yield/current'];
};
const addOptionalRequestField = (document: JsonObject) => {
  schema(document, 'BroadcastRequest').properties!.memo = {
    type: 'string',
    description: 'A note kept with the transaction.',
  };
};

describe('planted faults', () => {
  const gate = (document: JsonObject) => checkAgainstLatestRelease(document, [latest]);
  const failure = (document: JsonObject) => gate(document).failures.join('\n');

  it('fails on a response field removed, naming the operation, the field and the kind', () => {
    const message = failure(edited(removeResponseField));
    expect(message).toContain(
      'breaking changes since release 1.0.0 (openapi/releases/1.0.0.json) without a major ' +
        'version bump of info.version (openapi/openapi.yaml: 1.0.0)',
    );
    expect(message).toContain(
      '  - POST /v1/transactions/SOL/broadcast (broadcastSolTransaction): response 200 body: ' +
        'result.explorerUrl: removed',
    );
    expect(message).toContain(
      '  - POST /v1/transactions/{stakingIdentifier}/broadcast ' +
        '(broadcastTendermintTransaction): response 200 body: result.explorerUrl: removed',
    );
    expect(message).toContain('set info.version to 2.0.0');
    expect(message).toContain('result.explorerUrl: removed (rule response.property-removed)');
    expect(message).toContain(
      'The rules are in lib/openapi/changes/rules.ts and on the page content/docs/api-change-policy.mdx.',
    );
  });

  it('fails on a request field made required', () => {
    expect(failure(edited(requireRequestField))).toContain(
      '  - POST /v1/transactions/EGLD/broadcast (broadcastEgldTransaction): request body: uuid: became required',
    );
  });

  it('fails on an enum narrowed', () => {
    expect(failure(edited(narrowEnum))).toContain(
      '  - POST /v1/transactions/{stakingIdentifier}/forge/stake (forgeTendermintStake): ' +
        'path parameter stakingIdentifier: enum value "QSR" removed',
    );
  });

  it('fails on an operation removed', () => {
    expect(failure(edited(removeOperation))).toContain(
      '  - GET /v1/yield/current (getCurrentYield): operation: operation removed',
    );
  });

  it('fails on a breaking change under a minor bump, and passes it under a major one', () => {
    expect(failure(edited(removeOperation, '1.1.0'))).toContain(
      'without a major version bump of info.version (openapi/openapi.yaml: 1.1.0)',
    );
    const major = gate(edited(removeOperation, '2.0.0'));
    expect(major.failures).toEqual([]);
    expect(major.notes).toEqual([
      '1 change since release 1.0.0 (openapi/releases/1.0.0.json), to be released as 2.0.0 ' +
        '(`npm run release:cut` records it).',
    ]);
  });

  it('passes an optional request field added, as non-breaking, and reports it while the version is unchanged', () => {
    const result = gate(edited(addOptionalRequestField));
    expect(result.failures).toEqual([]);
    expect(result.changes.map((change) => change.type)).toEqual(['notable', 'notable', 'notable']);
    expect(result.notes[0]).toContain(
      '3 changes since release 1.0.0 (openapi/releases/1.0.0.json) while info.version is still 1.0.0:',
    );
    expect(result.notes[0]).toContain(
      '  - POST /v1/transactions/SOL/broadcast (broadcastSolTransaction): request body: memo: added',
    );
    expect(result.notes[0]).toContain('Release them as 1.1.0');
  });

  it('fails on info.version lower than the latest release, naming both files', () => {
    const releases: Release[] = [
      { ...latest, version: '1.2.0', file: 'openapi/releases/1.2.0.json' },
    ];
    expect(
      checkAgainstLatestRelease(
        edited(() => {}, '1.1.9'),
        releases,
      ).failures,
    ).toEqual([
      'openapi/openapi.yaml: info.version is 1.1.9, lower than the latest release 1.2.0 ' +
        '(openapi/releases/1.2.0.json). Set it to 1.2.0 or higher.',
    ]);
  });
});

describe('planted changes the policy decides (/docs/api-change-policy/)', () => {
  const gate = (document: JsonObject) => checkAgainstLatestRelease(document, [latest]);
  const failure = (document: JsonObject) => gate(document).failures.join('\n');

  it('fails on an answer field made nullable: a client reading it now gets null', () => {
    const message = failure(
      edited(
        (document) => (schema(document, 'BroadcastResult').properties!.explorerUrl.nullable = true),
      ),
    );
    expect(message).toContain(
      '  - POST /v1/transactions/SOL/broadcast (broadcastSolTransaction): response 200 body: ' +
        'result.explorerUrl: became nullable',
    );
  });

  it('passes a request field made nullable: callers only gain a choice', () => {
    const result = gate(
      edited((document) => (schema(document, 'BroadcastRequest').properties!.uuid.nullable = true)),
    );
    expect(result.failures).toEqual([]);
    expect(
      result.changes.map(
        (change) => `${change.type} ${change.rule} ${change.field}: ${change.kind}`,
      ),
    ).toContain('notable request.became-nullable uuid: became nullable');
  });

  it("fails on an answer field's format changed from date-time to date", () => {
    expect(
      failure(
        edited(
          (document) => (schema(document, 'Transaction').properties!.createdAt.format = 'date'),
        ),
      ),
    ).toContain('response 200 body: createdAt: format changed from "date-time" to "date"');
  });

  it("fails on an answer field's pattern changed", () => {
    expect(
      failure(
        edited(
          (document) =>
            (schema(document, 'EvmUnsignedTransaction').properties!.serializedUnsignedTx.pattern =
              '^0x([0-9a-f]{2})+$'),
        ),
      ),
    ).toContain(
      'serializedUnsignedTx: pattern changed from "^0x02([0-9a-f]{2})+$" to "^0x([0-9a-f]{2})+$"',
    );
  });

  it('fails on an enum added to a free-text request field: names valid before are refused', () => {
    expect(
      failure(
        edited(
          (document) =>
            (schema(document, 'CreateApiKeyRequest').properties!.name.enum = ['reporting-service']),
        ),
      ),
    ).toContain(
      '  - POST /v1/account/create/api-key (createApiKey): request body: name: enum added: "reporting-service"',
    );
  });

  it(
    'passes a chain added to StakingIdentifier, in the reporting query and in answers alike, ' +
      'as a minor version',
    () => {
      const result = gate(
        edited((document) => schema(document, 'StakingIdentifier').enum!.push('ADA')),
      );
      expect(result.failures).toEqual([]);
      expect(result.changes.length).toBeGreaterThan(0);
      expect(new Set(result.changes.map((change) => `${change.type} ${change.kind}`))).toEqual(
        new Set(['notable enum value "ADA" added']),
      );
      expect(new Set(result.changes.map((change) => change.rule))).toEqual(
        new Set(['parameter.enum-value-added', 'response.enum-value-added']),
      );
      expect(result.notes[0]).toContain('Release them as 1.1.0');
    },
  );
});

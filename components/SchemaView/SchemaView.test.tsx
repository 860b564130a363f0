// @vitest-environment node
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { parameterField } from '@/lib/openapi/pages/field-model';
import { FIELDS_OPERATION_ID, fieldsDocument } from '@/lib/openapi/pages/fields.fixture';
import { operationModel } from '@/lib/openapi/pages/operation';
import { flattenTree, schemaTree } from '@/lib/openapi/pages/schema-tree';
import { expectedPages } from '@/tests/openapi/completeness';
import SchemaView, { FieldList } from './index';

const wallet = schemaTree(fieldsDocument, { $ref: '#/components/schemas/Wallet' }, 'request-body');

/**
 * Server components rendered as the build renders them (descriptions highlighted at build time
 * need Node, not jsdom), then read as a browser reads the HTML.
 */
let document: Document;
async function renderHtml(element: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(<>{element}</>);
  document = new JSDOM(await new Response(prelude).text()).window.document;
  return document.body;
}
const renderWallet = () => renderHtml(<SchemaView root={wallet} />);
const row = (id: string) => document.getElementById(id)!;
/** The head line of a field row: name, label, type and flags, as a reader reads them. */
const head = (id: string) => row(id).querySelector(':scope > p')!.textContent;
/** A field row's facts as a reader reads them (the stylesheet puts the colon after each term). */
const facts = (id: string) =>
  [...row(id).querySelectorAll(':scope > dl > div')].map(
    (fact) => `${fact.querySelector('dt')!.textContent}: ${fact.querySelector('dd')!.textContent}`,
  );

describe('SchemaView', () => {
  it('shows the type of the schema, then every field of every allOf part, each with its flags', async () => {
    const body = await renderWallet();
    expect(body.querySelector('p')!.textContent).toBe('object · Wallet');
    expect(body.querySelector('p > a')!.getAttribute('href')).toBe('/api/schemas/#Wallet');
    expect(head('request-body.name')).toBe('namestringrequired');
    expect(row('request-body.name').querySelector(':scope > div')!.textContent).toBe(
      'What it is called.',
    );
    expect(head('request-body.networks')).toBe('networksarray of stringrequired');
    expect(head('request-body.id')).toBe('idstring (uuid)read-only');
    expect(head('request-body.secret')).toBe('secretstringwrite-only');
    expect(row('request-body.networks').querySelector('strong')!.textContent).toBe('required');
  });

  it('marks a nullable field', async () => {
    await renderWallet();
    expect(head('request-body.memo')).toBe('memostringnullable');
  });

  it('shows an array of enum values with the values an item may take', async () => {
    await renderWallet();
    expect(facts('request-body.networks')).toEqual([
      'Constraints: at least 1 item',
      'Items, one of: mainnet, testnet',
    ]);
    expect(
      [...row('request-body.networks').querySelectorAll('dd code')].map((code) => code.textContent),
    ).toEqual(['mainnet', 'testnet']);
    // Nothing to unfold: its items hold no fields.
    expect(row('request-body.networks').querySelector('details')).toBeNull();
  });

  it(
    "shows an array of objects as its items' shared schema, with their description and fields " +
      'behind <details>',
    async () => {
      await renderWallet();
      expect(head('request-body.holders')).toBe('holdersarray of object · Holder');
      const details = row('request-body.holders').querySelector(':scope > details')!;
      expect(details.querySelector('summary')!.textContent).toBe('Fields of holders');
      expect(details.querySelector(':scope > div > div')!.textContent).toBe(
        'A person who may sign.',
      );
      expect(head('request-body.holders.[].email')).toBe('emailstring (email)');
    },
  );

  it('shows a recursive schema once, and names it where it recurs instead of expanding it again', async () => {
    await renderWallet();
    expect(head('request-body.owner.parent')).toBe('parentobject · Owner');
    expect(row('request-body.owner.parent').textContent).toContain(
      'The same Owner as above, nested.',
    );
    expect(row('request-body.owner.parent').querySelector('details')).toBeNull();
    expect(document.getElementById('request-body.owner.parent.name')).toBeNull();
  });

  it('shows alternatives with their sentence, each titled, labelled by them rather than "any"', async () => {
    await renderWallet();
    expect(head('request-body.payout')).toBe('payoutNamed or Card · Payout');
    const payout = row('request-body.payout');
    expect(payout.textContent).toContain('Exactly one of these, told apart by kind:');
    expect(head('request-body.payout.oneOf-1')).toBe('Namedobject · Named');
    expect(head('request-body.payout.oneOf-2')).toBe('Cardobject');
    expect(facts('request-body.payout.oneOf-2.pan')).toEqual(['Pattern: ^[0-9]{16}$']);
  });

  it('shows both groups of a schema with oneOf and anyOf', async () => {
    await renderWallet();
    const limit = row('request-body.limit');
    expect(limit.textContent).toContain('Exactly one of these:');
    expect(limit.textContent).toContain('One or more of these:');
    expect(
      ['oneOf-1', 'oneOf-2', 'anyOf-1', 'anyOf-2'].map((step) =>
        head(`request-body.limit.${step}`),
      ),
    ).toEqual(['Option 1integer', 'Option 2string', 'Option 1number', 'Namedobject · Named']);
  });

  it(
    'has a row for every field of the tree, and for every field the completeness walk expects ' +
      'on the page',
    async () => {
      await renderWallet();
      const onPage = (id: string) => document.getElementById(id) !== null;
      // The root is the list itself; an array's items are the fields listed under the array.
      const fields = flattenTree(wallet).filter(
        (node) => node !== wallet && !node.id.endsWith('.[]'),
      );
      expect(fields.filter((node) => !onPage(node.id)).map((node) => node.id)).toEqual([]);
      const expected = expectedPages(fieldsDocument)[0].ids.filter((id) =>
        id.startsWith('request-body.'),
      );
      expect(expected).toContain('request-body.limit.anyOf-2.name');
      expect(expected.filter((id) => !onPage(id))).toEqual([]);
    },
  );

  it('shows the type and flags of a body that is an array, and its items as the list', async () => {
    const root = schemaTree(
      fieldsDocument,
      { type: 'array', nullable: true, items: { $ref: '#/components/schemas/Holder' } },
      'response-200',
    );
    const body = await renderHtml(<SchemaView root={root} />);
    expect(body.querySelector('p')!.textContent).toBe('array of object · Holdernullable');
    expect(head('response-200.[].email')).toBe('emailstring (email)');
  });
});

describe('a parameter in SchemaView', () => {
  it('shows where it goes and that it is deprecated', async () => {
    const [, label] = operationModel(fieldsDocument, FIELDS_OPERATION_ID)!.parameters;
    await renderHtml(<FieldList fields={[parameterField(label, label.in)]} />);
    expect(head('parameter-query-label')).toBe('labelquerystringdeprecated');
    expect(facts('parameter-query-label')).toEqual([
      'Constraints: at most 20 characters',
      'Example: savings',
    ]);
  });
});

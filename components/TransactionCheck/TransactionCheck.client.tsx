'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { LAZY_LOAD_DELAY_MS } from '@/lib/constants';
import {
  detectShape,
  InspectError,
  inspectForge,
  preloadChecker,
  SHAPES,
  type Inspection,
} from '@/lib/chains/check';
import type { CatalogExample } from '@/lib/chains/check/catalog';
import { checkTextSize, TEXT_LIMITS } from '@/lib/chains/check/limits';
import { useDelayedFlag, useLazyPart } from '@/lib/lazy';
import { loadOnce } from '@/lib/load-once';
import LoadingPart from './LoadingPart';
import type { TransactionCheckProps } from './props';
import styles from './styles.module.css';

/**
 * The verdict and everything under it (the decoded transaction, each check, every part): loaded
 * with the first check, through the site's one loader, as the form alone is what a reader sees first.
 */
const loadResultView = loadOnce(() => import('./Result').then((module) => module.default));

/**
 * What stops the check, and the field at fault. `focusMessage`: the message takes the focus instead
 * of the field, for a field holding more text than any answer: focusing it makes the browser hand
 * its whole text to the input method, over half a second for 10 MB.
 */
type Problem = { field: 'answer' | 'request' | 'form'; message: string; focusMessage?: boolean };
type Outcome = { kind: 'result'; inspection: Inspection } | { kind: 'problem'; problem: Problem };

/** The query parameter an operation page links here with: /docs/check-a-transaction/?operation=forgePolStake */
export const OPERATION_QUERY = 'operation';

const subscribeToNothing = () => () => {};
const linkedOperation = () =>
  new URLSearchParams(window.location.search).get(OPERATION_QUERY) || null;

/** The pasted text as JSON; text longer than any answer or request can be is refused before it is parsed. */
function parseJson(text: string, what: 'answer' | 'request'): unknown {
  try {
    checkTextSize(what, text);
  } catch (error) {
    throw error instanceof InspectError ? new PageProblem(what, error.message, true) : error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new PageProblem(
      what,
      `The ${what === 'answer' ? 'forge answer' : 'request'} is not JSON (${detail}). Paste ` +
        `it as the API sent or received it.`,
    );
  }
}

class PageProblem extends Error {
  constructor(
    readonly field: Problem['field'],
    message: string,
    readonly focusMessage = false,
  ) {
    super(message);
  }
}

/**
 * The transaction check: paste a forge answer (and the request), pick the operation or let the
 * page read it from the answer, and see the transaction decoded by its chain's own library, each
 * field compared with the request. Everything runs in the browser; the chain's library loads
 * only when an answer of that chain is checked.
 */
export default function TransactionCheck({ groups, examples, networks }: TransactionCheckProps) {
  const id = useId();
  const [chosenOperationId, setOperationId] = useState<string>();
  const [identifier, setIdentifier] = useState('');
  // Until the page has hydrated, the button is off: a click would only reload the page.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState<string | undefined>();
  // The loading note appears only when loading takes longer than the site's lazy-load delay
  // (LAZY_LOAD_DELAY_MS, 200 ms).
  const showBusy = useDelayedFlag(busy !== undefined, LAZY_LOAD_DELAY_MS);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The pasted texts stay in their fields, read when the form is sent: a paste of megabytes is not
  // copied into the page's state and written back to the field at every render.
  const answerField = useRef<HTMLTextAreaElement>(null);
  const requestField = useRef<HTMLTextAreaElement>(null);
  const problemMessage = useRef<HTMLParagraphElement>(null);
  const resultView = useLazyPart(loadResultView, { active: outcome?.kind === 'result' });
  const ResultView = resultView.value;

  const operations = groups.flatMap((g) => g.operations);
  // An operation page links here with ?operation=<operationId>: the address is read after
  // hydration (the static HTML cannot know it), and a choice made in the form takes over.
  const linked = useSyncExternalStore(subscribeToNothing, linkedOperation, () => null);
  const linkKnown = linked !== null && operations.some((op) => op.operationId === linked);
  const operationId = chosenOperationId ?? (linkKnown ? linked : '');
  const unknownLink = linked !== null && !linkKnown ? linked : undefined;
  const operation = operations.find((op) => op.operationId === operationId);
  // A route shared by several chains (the Cosmos SDK chains') takes the identifier as a path parameter.
  const takesIdentifier = operation?.path.includes('{stakingIdentifier}') ?? false;

  // Once the outcome is shown, focus moves to its heading, or to the field at fault (its message
  // for text too large to focus quickly), so that it is read out. The heading takes it in the
  // commit that shows it: the result view may arrive a render after the outcome.
  useLayoutEffect(() => {
    if (outcome?.kind === 'result') resultHeading.current?.focus();
  }, [outcome, ResultView]);
  useEffect(() => {
    if (outcome?.kind !== 'problem') return;
    const { field, focusMessage } = outcome.problem;
    (focusMessage
      ? problemMessage
      : field === 'request'
        ? requestField
        : answerField
    ).current?.focus();
  }, [outcome]);

  /**
   * Starts loading the chain's library and the result view as soon as the pasted answer shows
   * which chain it is. Text too long to be an answer is not parsed here: Check says why.
   */
  function preloadFor(text: string) {
    if (text.length > TEXT_LIMITS.answer) return;
    try {
      preloadChecker(detectShape(JSON.parse(text)).family);
      loadResultView().catch(() => undefined);
    } catch {
      // Not complete yet: nothing to load.
    }
  }

  function onAnswerChange(text: string) {
    setOutcome(undefined);
    preloadFor(text);
  }

  async function check(event?: FormEvent) {
    event?.preventDefault();
    setOutcome(undefined);
    const answer = answerField.current?.value ?? '';
    const request = requestField.current?.value ?? '';
    try {
      if (!answer.trim())
        throw new PageProblem(
          'answer',
          'Paste the forge answer first: the JSON with uuid and transaction.',
        );
      const parsedAnswer = parseJson(answer, 'answer');
      const parsedRequest = request.trim() ? parseJson(request, 'request') : undefined;
      let family;
      try {
        family = detectShape(parsedAnswer).family;
      } catch (error) {
        throw error instanceof InspectError ? new PageProblem('answer', error.message) : error;
      }
      setBusy(`Decoding with ${SHAPES[family].library}…`);
      loadResultView().catch(() => undefined);
      const inspection = await inspectForge({
        answer: parsedAnswer,
        ...(operationId ? { operationId } : {}),
        ...(takesIdentifier && identifier ? { stakingIdentifier: identifier } : {}),
        ...(parsedRequest !== undefined
          ? { request: parsedRequest as Record<string, unknown> }
          : {}),
      });
      setOutcome({ kind: 'result', inspection });
    } catch (error) {
      const problem: Problem =
        error instanceof PageProblem
          ? { field: error.field, message: error.message, focusMessage: error.focusMessage }
          : error instanceof InspectError
            ? { field: error.code === 'bad-request' ? 'request' : 'answer', message: error.message }
            : {
                field: 'form',
                message: `The check stopped with an error: ${error instanceof Error ? error.message : String(error)}`,
              };
      setOutcome({ kind: 'problem', problem });
    } finally {
      setBusy(undefined);
    }
  }

  function fillFields() {
    if (!operation) return;
    const template = Object.fromEntries(
      operation.fields.filter((f) => f.required).map((f) => [f.name, '']),
    );
    if (requestField.current) requestField.current.value = JSON.stringify(template, null, 2);
    setOutcome(undefined);
    requestField.current?.focus();
  }

  function tryExample(example: CatalogExample) {
    setOperationId(example.operationId);
    setIdentifier(example.stakingIdentifier ?? '');
    if (requestField.current) requestField.current.value = example.request;
    if (answerField.current) answerField.current.value = example.answer;
    onAnswerChange(example.answer);
  }

  const problem = outcome?.kind === 'problem' ? outcome.problem : undefined;
  const optional = operation?.fields.filter((f) => !f.required).map((f) => f.name) ?? [];
  return (
    <div className={styles.root} data-pagefind-ignore>
      <noscript>
        <p className={styles.problem}>The check runs in your browser and needs JavaScript.</p>
      </noscript>
      <form className={styles.form} onSubmit={check} noValidate aria-describedby={`${id}-privacy`}>
        <p id={`${id}-privacy`} className={styles.privacy}>
          Runs in your browser: nothing you paste leaves this page.
        </p>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-operation`}>Operation</label>
            <select
              id={`${id}-operation`}
              value={operationId}
              onChange={(e) => (setOperationId(e.target.value), setOutcome(undefined))}
              aria-describedby={`${id}-operation-hint`}
            >
              <option value="">Read it from the answer</option>
              {groups.map((group) => (
                <optgroup key={group.tag} label={group.tag}>
                  {group.operations.map((op) => (
                    <option key={op.operationId} value={op.operationId}>
                      {op.summary} ({op.operationId})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p id={`${id}-operation-hint`} className={styles.hint}>
              {operation ? (
                <code>POST {operation.path}</code>
              ) : (
                'The forge call you made. Choose it to check the transaction against it.'
              )}
            </p>
            {unknownLink && (
              <p className={styles.hint}>
                The link named an operation this page does not know ({unknownLink}): choose yours.
              </p>
            )}
          </div>
          {takesIdentifier && (
            <div className={styles.field}>
              <label htmlFor={`${id}-identifier`}>Staking identifier</label>
              <select
                id={`${id}-identifier`}
                value={identifier}
                onChange={(e) => (setIdentifier(e.target.value), setOutcome(undefined))}
                aria-describedby={`${id}-identifier-hint`}
              >
                <option value="">Read it from the request or the chain id</option>
                {networks.map((n) => (
                  <option key={n.identifier} value={n.identifier}>
                    {n.identifier} ({n.name})
                  </option>
                ))}
              </select>
              <p id={`${id}-identifier-hint`} className={styles.hint}>
                The <code>{'{stakingIdentifier}'}</code> of the path.
              </p>
            </div>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor={`${id}-answer`}>Forge answer</label>
          <textarea
            id={`${id}-answer`}
            ref={answerField}
            className={styles.code}
            rows={9}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => onAnswerChange(e.target.value)}
            aria-describedby={`${id}-answer-hint${problem?.field === 'answer' ? ` ${id}-problem` : ''}`}
            aria-invalid={problem?.field === 'answer' || undefined}
          />
          <p id={`${id}-answer-hint`} className={styles.hint}>
            The JSON the forge call answered, with <code>uuid</code> and <code>transaction</code>.
          </p>
        </div>

        <div className={styles.field}>
          <label htmlFor={`${id}-request`}>
            Request you sent <span className={styles.optional}>(optional)</span>
          </label>
          <textarea
            id={`${id}-request`}
            ref={requestField}
            className={styles.code}
            rows={5}
            spellCheck={false}
            autoComplete="off"
            onChange={() => setOutcome(undefined)}
            aria-describedby={`${id}-request-hint${problem?.field === 'request' ? ` ${id}-problem` : ''}`}
            aria-invalid={problem?.field === 'request' || undefined}
          />
          <p id={`${id}-request-hint`} className={styles.hint}>
            The JSON body you posted. Without it the transaction is decoded but not compared.
            {optional.length > 0 && (
              <>
                {' '}
                Optional fields of this operation:{' '}
                {optional.map((name, i) => (
                  <span key={name}>
                    {i > 0 && ', '}
                    <code>{name}</code>
                  </span>
                ))}
                .
              </>
            )}
          </p>
          <button
            type="button"
            className={styles.secondary}
            onClick={fillFields}
            disabled={!operation}
          >
            Start from this operation&apos;s fields
          </button>
        </div>

        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={!hydrated}
            aria-disabled={busy !== undefined || undefined}
          >
            Check the transaction
          </button>
          <details className={styles.examples}>
            <summary>Try it with an example from the API description</summary>
            <ul>
              {examples.map((example) => (
                <li key={example.label}>
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => tryExample(example)}
                  >
                    {example.label}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </form>

      <div role="status" className={styles.status}>
        {busy && showBusy ? busy : ''}
      </div>
      {problem && (
        <p
          id={`${id}-problem`}
          ref={problemMessage}
          tabIndex={-1}
          role="alert"
          className={styles.problem}
        >
          {problem.message}
        </p>
      )}
      {outcome?.kind === 'result' &&
        (ResultView ? (
          <ResultView inspection={outcome.inspection} headingRef={resultHeading} />
        ) : (
          <LoadingPart part={resultView} name="the result" />
        ))}
    </div>
  );
}

// Test support: renders a screen as the app does (react-query, jotai, router) into the fake
// DOM, with main replaced by a table of answers behind the preload bridge, and acts on it
// the way a user would: typing into labelled fields and submitting forms.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BRIDGE_GLOBAL, type WalletBridge } from '../../shared/contract/bridge';
import type { ErrorCode } from '../../shared/errors';
import { FakeEvent, type FakeDocument, type FakeElement } from './fakeDom';

/** Thrown by an answer: the bridge returns it as main's error. */
export class Refusal {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
  ) {}
}

export type Answers = Record<string, (input: Record<string, unknown>) => unknown>;

/** Main, as the renderer sees it: every call is recorded, then answered from `answers`. */
export function stubMain() {
  const calls: { name: string; input: unknown }[] = [];
  const main = { calls, answers: {} as Answers };
  const bridge: WalletBridge = {
    async invoke(name, input) {
      calls.push({ name, input });
      const answer = main.answers[name];
      if (!answer) return { ok: false, error: { code: 'UNKNOWN_CALL', message: `no answer for ${name}` } };
      try {
        return { ok: true, value: await answer(input as Record<string, unknown>) };
      } catch (e) {
        if (e instanceof Refusal) return { ok: false, error: { code: e.code, message: e.message } };
        throw e;
      }
    },
    subscribe: () => () => undefined,
  };
  // The renderer keeps the first bridge it finds, so this one stays and its answers change.
  (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL] = bridge;
  return main;
}

/** The app's query defaults, without retries: one answer per call keeps the tests readable. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

function Elsewhere() {
  return <p>arrived at {useLocation().pathname}</p>;
}

const doc = () => document as unknown as FakeDocument;

export interface Mounted {
  container: FakeElement;
  text(): string;
  field(label: string): FakeElement;
  form(): FakeElement;
  type(label: string, value: string): Promise<void>;
  /** ticks or unticks a checkbox, which react-dom follows through the click */
  toggle(label: string): Promise<void>;
  submit(): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Renders `screen` at `path` (matched by `route`, for screens that read route parameters); any
 * navigation away lands on a page that names where it went.
 */
export async function mountScreen(
  path: string,
  screen: ReactNode,
  client: QueryClient,
  route: string = path,
): Promise<Mounted> {
  const container = doc().createElement('div');
  doc().body.appendChild(container);
  const root = createRoot(container as unknown as Element);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <Provider store={createStore()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={screen} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </Provider>
      </QueryClientProvider>,
    ),
  );
  await settle();

  const all = () => container.descendants();
  const field = (label: string): FakeElement => {
    const found = all().find((e) => e.localName === 'label' && e.textContent.trim() === label);
    if (!found) throw new Error(`no field labelled "${label}" in: ${container.textContent}`);
    const target = found.getAttribute('for');
    const control = target
      ? doc().getElementById(target)
      : found.descendants().find((e) => ['input', 'textarea', 'select'].includes(e.localName));
    if (!control) throw new Error(`the label "${label}" names no field`);
    return control;
  };
  const form = () => {
    const found = all().find((e) => e.localName === 'form');
    if (!found) throw new Error(`no form in: ${container.textContent}`);
    return found;
  };
  return {
    container,
    text: () => container.textContent,
    field,
    form,
    async type(label, value) {
      const el = field(label);
      await act(async () => {
        el.value = value;
        el.dispatchEvent(new FakeEvent('input'));
      });
    },
    async toggle(label) {
      const el = field(label);
      await act(async () => {
        el.checked = !el.checked;
        el.dispatchEvent(new FakeEvent('click'));
      });
    },
    async submit() {
      const el = form();
      await act(async () => {
        el.dispatchEvent(new FakeEvent('submit'));
      });
      await settle();
    },
    unmount: () => act(async () => root.unmount()),
  };
}

/** Lets answered calls, their callbacks and the re-renders they cause all run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

/** Everything react-query holds: each mutation's and query's key, variables and state. */
export function cacheContents(client: QueryClient): string {
  const mutations = client
    .getMutationCache()
    .getAll()
    .map((m) => ({ key: m.options.mutationKey, variables: m.state.variables, state: m.state }));
  const queries = client
    .getQueryCache()
    .getAll()
    .map((q) => ({ key: q.queryKey, state: q.state }));
  return JSON.stringify({ mutations, queries }, (_k, v: unknown) =>
    typeof v === 'bigint'
      ? v.toString()
      : v instanceof Error
        ? { ...v, name: v.name, message: v.message }
        : v,
  );
}

// Typed calls into an app's dispatcher for integration tests: `call` returns the value or
// throws the contract error; `fails` returns the error and throws if the call succeeded.
import type { CallName, CallOutput } from '../shared/contract';
import type { AppErrorShape } from '../shared/errors';
import type { Dispatch } from '../main/ipc/dispatch';

export function dispatcher(getDispatch: () => Dispatch) {
  return {
    async call<N extends CallName>(name: N, input: unknown): Promise<CallOutput<N>> {
      const r = await getDispatch()(name, input);
      if (!r.ok) throw Object.assign(new Error(`${name}: ${r.error.message}`), { code: r.error.code });
      return r.value as CallOutput<N>;
    },
    async fails(name: CallName, input: unknown): Promise<AppErrorShape> {
      const r = await getDispatch()(name, input);
      if (r.ok) throw new Error(`${name} unexpectedly succeeded`);
      return r.error;
    },
  };
}

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { useFetch } from './use-fetch';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (err: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Probe({
  id,
  load,
}: {
  id: string | null;
  load: (id: string, signal: AbortSignal) => Promise<string>;
}) {
  const { state, reload, refresh } = useFetch(id, (signal) => load(id ?? '', signal));
  return (
    <div>
      <output>
        {state.status === 'ready' ? state.data : state.status === 'error' ? state.error.message : 'loading'}
      </output>
      <button type="button" onClick={reload}>
        again
      </button>
      <button type="button" onClick={refresh}>
        refresh
      </button>
    </div>
  );
}

afterEach(cleanup);

describe('useFetch', () => {
  it('drops the answer for a key the page has left, and aborts its request', async () => {
    const calls: { id: string; signal: AbortSignal; answer: ReturnType<typeof deferred<string>> }[] = [];
    const load = (id: string, signal: AbortSignal) => {
      const answer = deferred<string>();
      calls.push({ id, signal, answer });
      return answer.promise;
    };
    const view = render(<Probe id="1" load={load} />);
    view.rerender(<Probe id="2" load={load} />);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.answer.resolve('second'));
    await act(async () => calls[0]?.answer.resolve('first, too late'));
    expect(screen.getByRole('status').textContent).toBe('second');
  });

  it('shows the catalogue message of a failure, and fetches again on reload', async () => {
    let attempt = 0;
    const load = () =>
      ++attempt === 1 ? Promise.reject(new ApiError('Access denied!', 404)) : Promise.resolve('found');
    render(<Probe id="1" load={load} />);
    expect(await screen.findByText('Access denied!')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'again' }).click());
    expect(await screen.findByText('found')).toBeTruthy();
  });

  it('waits without fetching while the key is null', () => {
    let fetched = false;
    render(
      <Probe
        id={null}
        load={() => {
          fetched = true;
          return Promise.resolve('x');
        }}
      />,
    );
    expect(fetched).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('loading');
  });

  it('keeps what it shows while a refresh is on its way, then shows the new answer', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    render(<Probe id="1" load={() => answers[call++]?.promise ?? Promise.resolve('')} />);
    await act(async () => answers[0]?.resolve('first'));
    expect(screen.getByRole('status').textContent).toBe('first');
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    expect(screen.getByRole('status').textContent).toBe('first');
    await act(async () => answers[1]?.resolve('second'));
    expect(screen.getByRole('status').textContent).toBe('second');
  });
});

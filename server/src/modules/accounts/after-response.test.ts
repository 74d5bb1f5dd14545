import { describe, expect, it } from 'vitest';
import { createAfterResponse } from './after-response';

describe('createAfterResponse', () => {
  it('starts a task only after the caller has moved on, and idle waits for it', async () => {
    const steps: string[] = [];
    const later = createAfterResponse(() => undefined);
    later.run(async () => {
      steps.push('task');
      await Promise.resolve();
      steps.push('task done');
    });
    steps.push('answered');
    expect(steps).toEqual(['answered']);
    await later.idle();
    expect(steps).toEqual(['answered', 'task', 'task done']);
  });

  it('hands a failed task to onError and keeps going', async () => {
    const errors: unknown[] = [];
    const later = createAfterResponse((err) => errors.push(err));
    later.run(() => Promise.reject(new Error('SMS provider down')));
    later.run(() => Promise.resolve());
    await later.idle();
    expect(errors).toEqual([new Error('SMS provider down')]);
  });
});

// What every PubSub engine does; run by pubsub.int.test.ts against the in-process bus and Redis.
// `a` and `b` stand for two instances of one installation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/redis.ts';
import type { JsonValue, PubSub } from './pubsub.ts';

export interface PubSubUnderTest {
  readonly a: PubSub;
  readonly b: PubSub;
  dispose(): Promise<void>;
}

export function describePubSubContract(engine: string, open: () => Promise<PubSubUnderTest>): void {
  describe(`PubSub contract: ${engine}`, () => {
    let subject: PubSubUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject.dispose();
    });

    it('delivers a message to the subscribers of every instance, the sender included, in order', async () => {
      const onA: JsonValue[] = [];
      const onB: JsonValue[] = [];
      await subject.a.subscribe('files', (m) => onA.push(m));
      await subject.b.subscribe('files', (m) => onB.push(m));
      await subject.a.publish('files', { freed: 'c0ffee', sizes: [1, 2.5], ok: true, none: null });
      await subject.a.publish('files', 'second');
      const expected = [{ freed: 'c0ffee', sizes: [1, 2.5], ok: true, none: null }, 'second'];
      await eventually(() => onA.length === 2 && onB.length === 2);
      expect(onA).toEqual(expected);
      expect(onB).toEqual(expected);
    });

    it('keeps channels apart and stops delivering after unsubscribe', async () => {
      const seen: string[] = [];
      const unsubscribe = await subject.b.subscribe('one', (m) => seen.push(`one:${JSON.stringify(m)}`));
      await subject.b.subscribe('two', (m) => seen.push(`two:${JSON.stringify(m)}`));
      await subject.a.publish('one', 'x');
      await subject.a.publish('two', 'y');
      await eventually(() => seen.length === 2);
      await unsubscribe();
      await subject.a.publish('one', 'lost');
      await subject.a.publish('two', 'z');
      // 'two:z' was published after 'one:lost' on the same connection, so its arrival proves 'lost' was not delivered.
      await eventually(() => seen.length === 3);
      expect(seen).toEqual(['one:"x"', 'two:"y"', 'two:"z"']);
    });

    it('hands each subscriber its own copy of the message', async () => {
      const received: JsonValue[] = [];
      await subject.b.subscribe('copies', (m) => received.push(m));
      const sent = { list: [1] };
      await subject.a.publish('copies', sent);
      sent.list.push(2);
      await eventually(() => received.length === 1);
      expect(received[0]).toEqual({ list: [1] });
    });
  });
}

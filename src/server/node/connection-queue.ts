import type { Socket } from 'node:net';

/** One request at a time per connection; past `maxQueued` the caller closes it (pipelined answers unread). */
export function createConnectionQueue(maxQueued: number) {
  const queues = new WeakMap<Socket, { tail: Promise<void>; waiting: number }>();
  return {
    run(socket: Socket, task: () => Promise<void>): boolean {
      const queue = queues.get(socket) ?? { tail: Promise.resolve(), waiting: 0 };
      if (queue.waiting >= maxQueued) return false;
      queue.waiting += 1;
      queue.tail = queue.tail
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          queue.waiting -= 1;
        });
      queues.set(socket, queue);
      return true;
    },
  };
}

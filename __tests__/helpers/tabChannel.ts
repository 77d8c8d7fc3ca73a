// Tabs of one browser for tests: channels that deliver each message to every other tab's channel, as a
// BroadcastChannel of one name does (never to the sender), asynchronously.
import type { TabChannel } from '@/auth/builtin/BuiltinAuthClient';

type Listener = (event: { data: unknown }) => void;

export function createTabs() {
  const channels: { listeners: Set<Listener> }[] = [];
  return {
    /** The channel of a new tab. */
    open(): TabChannel {
      const self = { listeners: new Set<Listener>() };
      channels.push(self);
      return {
        postMessage(data) {
          for (const other of channels) {
            if (other === self) continue;
            for (const listener of [...other.listeners]) queueMicrotask(() => listener({ data }));
          }
        },
        addEventListener: (_type, listener) => self.listeners.add(listener),
        removeEventListener: (_type, listener) => self.listeners.delete(listener),
      };
    },
  };
}

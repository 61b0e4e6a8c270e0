/** Fan-out of websocket messages by channel, as LNbits' `websocket_manager` does. */
export type Listener = (text: string) => void;

export class Notifier {
  private readonly channels = new Map<string, Set<Listener>>();

  subscribe(channel: string, listener: Listener): () => void {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        this.channels.delete(channel);
      }
    };
  }

  publish(channel: string, text: string): boolean {
    const listeners = this.channels.get(channel);
    if (!listeners) {
      return false;
    }
    for (const listener of listeners) {
      listener(text);
    }
    return true;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}

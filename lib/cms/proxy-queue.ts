import 'server-only';
import Bottleneck from 'bottleneck';

/**
 * How many CMS reads the strapi-calls proxy runs at once, and how many may wait: beyond that a
 * request is refused (503) at once rather than queued, so a flood of unique requests cannot make
 * every visitor's read wait behind it.
 */
export const CMS_PROXY_CONCURRENCY = 16;
export const CMS_PROXY_QUEUE_MAX = 64;

const queue = new Bottleneck({
  maxConcurrent: CMS_PROXY_CONCURRENCY,
  highWater: CMS_PROXY_QUEUE_MAX,
  strategy: Bottleneck.strategy.OVERFLOW,
});

export class CmsProxyBusyError extends Error {
  constructor() {
    super('The content proxy is busy');
    this.name = 'CmsProxyBusyError';
  }
}

/** Runs a read in the proxy's bounded queue; throws CmsProxyBusyError when the queue is full. */
export async function inProxyQueue<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await queue.schedule(read);
  } catch (error) {
    if (error instanceof Bottleneck.BottleneckError) throw new CmsProxyBusyError();
    throw error;
  }
}

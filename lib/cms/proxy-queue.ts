import 'server-only';
import Bottleneck from 'bottleneck';
import { CMS_PROXY_CONCURRENCY, CMS_PROXY_QUEUE_MAX } from './constants';

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

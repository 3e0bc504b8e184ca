import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '@/lib/chat/server/store/group-commit';

describe('group commit of chat log writes', () => {
  it('writes the turns that arrive together in one call, and tells each caller it landed', async () => {
    const calls: number[][] = [];
    const commit = createGroupCommit<number>((items) => calls.push(items));
    await Promise.all([commit.add(1), commit.add(2), commit.add(3)]);
    await commit.add(4);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every caller of a batch whose write failed, and keeps working afterwards', async () => {
    let fail = true;
    const written: number[] = [];
    const commit = createGroupCommit<number>((items) => {
      if (fail) throw new Error('disk full');
      written.push(...items);
    });
    const results = await Promise.allSettled([commit.add(1), commit.add(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await commit.add(3);
    expect(written).toEqual([3]);
  });

  it('writes what is waiting at once when a reader flushes', async () => {
    const written: number[] = [];
    const commit = createGroupCommit<number>((items) => written.push(...items));
    const landed = commit.add(1);
    commit.flush();
    expect(written).toEqual([1]);
    await landed;
    expect(written).toEqual([1]);
  });
});

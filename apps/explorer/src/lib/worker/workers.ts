import type { Runners } from '../explorer.svelte.ts';
import { SolverClient, type WorkerLike } from './solver-client.ts';

/** A fresh solver worker (vite bundles `solver.worker.ts` as its own module chunk). */
export function createSolverWorker(): WorkerLike {
  return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/**
 * One worker per kind of work, so a long atlas never delays a solve and cancelling a solve (which
 * restarts its worker) never touches the facts or the atlas.
 */
export function createRunners(): Runners & { dispose(): void } {
  const clients = [0, 1, 2, 3, 4].map(() => new SolverClient(createSolverWorker));
  const [solve, facts, table, chart, layout] = clients.map((client) => client.run.bind(client) as Runners['solve']);
  return {
    solve: solve!,
    facts: facts!,
    table: table!,
    chart: chart!,
    layout: layout!,
    dispose: () => {
      for (const client of clients) client.dispose();
    },
  };
}

/**
 * The port through which a request hands work to the background job queue (pg-boss, jobs/queue.ts). Routes get
 * it as `app.deps.jobs`; modules receive it as an argument, so no module depends on the queue's implementation.
 */
export type JobSendOptions = {
  singletonKey?: string;
  retryLimit?: number;
  retryDelay?: number;
  /** Not before this time (a scheduled job: an article's publish date). */
  startAfter?: Date;
  expireInSeconds?: number;
};

export type JobQueue = {
  /** Queues one job on the named queue (created when first used); resolves once the job is stored. */
  send(queue: string, data: object, options?: JobSendOptions): Promise<void>;
};

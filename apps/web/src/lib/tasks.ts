/** Late and still the client's to do: a task waiting for the firm's review is not the client's delay. */
export function isLate(task: { isOverdue: boolean; status: string }): boolean {
  return (
    task.isOverdue &&
    task.status !== 'complete (pending review)' &&
    task.status !== 'AwaitingApproval' &&
    task.status !== 'Completed' &&
    task.status !== 'Cancelled'
  );
}

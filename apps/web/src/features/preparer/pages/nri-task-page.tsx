import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { RequiredDocument, Task } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetNriSummaryQuery } from '../api/get-nri-summary';
import { useGetNriTaskDetailsQuery } from '../api/get-nri-task';
import { useReviewNriTaskMutation } from '../api/review-nri-task';
import { ReviewForm } from '../components/review-form';
import { TaskControls } from '../components/task-controls';
import { TaskDetailView } from '../components/task-detail-view';
import { preparerPaths } from '../lib/paths';

const CLOSED = ['Completed', 'Cancelled'];

/** /dashboard/preparer/nri-tasks/{id}: an NRI client's task, their uploads, and the review (approve completes it). */
export function NriTaskPage() {
  const { taskId = '' } = useParams();
  const query = useGetNriTaskDetailsQuery(taskId);
  const task = query.data?.task;
  useDocumentTitle(task ? `${task.title} · Task` : 'Task');
  const owner = useSearchParams()[0].get('client');
  return (
    <>
      <Link
        to={owner ? preparerPaths.nri(owner, 'tasks') : preparerPaths.companies}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {owner ? 'NRI client workspace' : 'Clients & companies'}
      </Link>
      <QueryState query={query} failure={preparerMessages.fallback.taskDetails} skeleton={<TextSkeleton lines={6} label="Loading task" />}>
        {query.data ? <Detail task={query.data.task} requirements={query.data.requiredDocuments} clientId={owner} /> : null}
      </QueryState>
    </>
  );
}

function Detail({ task, requirements, clientId }: { task: Task; requirements: RequiredDocument[]; clientId: string | null }) {
  // The client's name, when the page was opened from their workspace (a task has no company to name).
  const client = useGetNriSummaryQuery(clientId ?? '', { skip: !clientId }).data?.client;
  const [review, state] = useReviewNriTaskMutation();
  const open = !CLOSED.includes(task.status);
  return (
    <TaskDetailView
      task={task}
      requirements={requirements}
      subjectLabel="Client"
      subject={client ? `${client.fullName} (${client.email})` : 'NRI client'}
      controls={open ? <TaskControls task={task} /> : null}
      review={
        open ? (
          <ReviewForm
            task={task}
            state={state}
            approveHelp="You accept the work; the task is completed for the client."
            onReview={(decision) => review({ id: task.id, userId: clientId, ...decision }).unwrap()}
          />
        ) : (
          <Card>
            <CardHeader title="Review" description="This task is closed." />
          </Card>
        )
      }
    />
  );
}

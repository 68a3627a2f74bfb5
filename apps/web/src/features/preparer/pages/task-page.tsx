import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { RequiredDocument, Task } from '@quayside/contract/client-area';
import { preparerMessages } from '@quayside/contract/messages';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPreparerTaskQuery } from '../api/get-task';
import { useReviewPreparerTaskMutation } from '../api/review-task';
import { ReviewForm } from '../components/review-form';
import { TaskDetailView } from '../components/task-detail-view';
import { TaskControls } from '../components/task-controls';
import { preparerPaths } from '../lib/paths';

const CLOSED = ['Completed', 'Cancelled', 'AwaitingApproval'];

/** /dashboard/preparer/tasks/{id}: the task, what the client uploaded for each required document, and the review. */
export function PreparerTaskPage() {
  const { taskId = '' } = useParams();
  const query = useGetPreparerTaskQuery(taskId);
  const task = query.data?.task;
  useDocumentTitle(task ? `${task.title} · Task` : 'Task');
  return (
    <>
      <Link
        to={task?.companyId ? preparerPaths.company(task.companyId, 'tasks') : preparerPaths.companies}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {task?.companyName ?? 'Companies'}
      </Link>
      <QueryState
        query={query}
        failure={preparerMessages.fallback.taskDetails}
        skeleton={<TextSkeleton lines={6} label="Loading task" />}
      >
        {query.data ? (
          <TaskDetail task={query.data.task} requirements={query.data.requiredDocuments} />
        ) : null}
      </QueryState>
    </>
  );
}

function TaskDetail({ task, requirements }: { task: Task; requirements: RequiredDocument[] }) {
  const open = !CLOSED.includes(task.status);
  const [review, reviewState] = useReviewPreparerTaskMutation();
  return (
    <TaskDetailView
      task={task}
      requirements={requirements}
      controls={open ? <TaskControls task={task} /> : null}
      review={
        open ? (
          <ReviewForm
            task={task}
            state={reviewState}
            onReview={(decision) => review({ id: task.id, companyId: task.companyId, ...decision }).unwrap()}
          />
        ) : (
          <Card>
            <CardHeader
              title="Review"
              description={
                task.status === 'AwaitingApproval'
                  ? 'Approved by you; done for the client once the approver approves it.'
                  : 'This task is closed.'
              }
            />
            {task.status === 'AwaitingApproval' && task.companyId ? (
              <CardBody>
                <Link
                  to={preparerPaths.company(task.companyId, 'details')}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  Send it to the approver
                </Link>
              </CardBody>
            ) : null}
          </Card>
        )
      }
    />
  );
}

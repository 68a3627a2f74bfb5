import { useRef, useState, type FormEvent } from 'react';
import { Lightbulb } from 'lucide-react';
import { INSIGHT_CONTENT_MAX, INSIGHT_MAX_FILES } from '@quayside/contract/admin-comms';
import { preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { errorText } from '../../../lib/form-errors';
import { useSaveRecommendation } from '../api/save-recommendation';
import { toastSuccess } from '../lib/toast-result';

/** Write the client a recommendation (with files): a new version of what they read under Insights. */
export function RecommendationPanel({ client }: { client: { id: string; fullName: string } }) {
  const { save, saving } = useSaveRecommendation();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [contentError, setContentError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) {
      setContentError('Write the recommendation');
      return;
    }
    if (files.length > INSIGHT_MAX_FILES) {
      setProblem(`At most ${INSIGHT_MAX_FILES} files per recommendation`);
      return;
    }
    setContentError(undefined);
    setProblem(null);
    try {
      const result = await save({ userId: client.id, content: content.trim(), files });
      toastSuccess(result, preparerMessages.success.insightUpdated);
      setContent('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setProblem(errorText(error, preparerMessages.fallback.recommendation));
    }
  };

  return (
    <Card>
      <CardHeader
        title="Recommendation for the client"
        description={`${client.fullName} reads it under Insights. Saving makes a new version that replaces the current one.`}
        icon={<Lightbulb className="size-5" aria-hidden="true" />}
      />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <CardBody className="space-y-3">
          <Field label="Recommendation" error={contentError}>
            <Textarea rows={6} maxLength={INSIGHT_CONTENT_MAX} value={content} onChange={(e) => setContent(e.target.value)} />
          </Field>
          <Field label="Files (optional)" hint={`Up to ${INSIGHT_MAX_FILES} files: PDF, JPG, PNG or DOCX`}>
            <Input ref={fileInput} type="file" multiple onChange={(e) => setFiles(Array.from(e.target.files ?? []))} className="py-2" />
          </Field>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              Save recommendation
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}

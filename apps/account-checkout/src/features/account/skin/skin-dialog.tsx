import { useState } from 'react';
import { Button, Checkbox, Modal, Progress, Radio, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkinQuestion } from '@rona/domain';
import { apiMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { notifyError } from '@rona/ui';
import classes from '../../../shared/member-area/member-area.module.css';
import { allowsOther, answersOf, draftOf, isEssayOnly, isMultiple, pick, type SkinDraft } from './skin-answers';

const t = translator(accountMessages);

/**
 * One question at a time (spec 3 §4): Next saves the answer and moves on, after the last a
 * thank-you; Previous on the first question is an error.
 */
export function SkinDialog({ questions, onClose }: { questions: SkinQuestion[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation(apiMutation('skinUpdate', queryClient));
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<SkinDraft[]>(() => questions.map(draftOf));
  const [finished, setFinished] = useState(false);
  const question = questions[index];
  const draft = drafts[index];
  if (!question || !draft) return null;
  const setDraft = (next: SkinDraft) => setDrafts((all) => all.map((d, i) => (i === index ? next : d)));

  const previous = () => {
    if (index === 0) return notifyError(new Error(t('account.skin.noPrevious')));
    setIndex(index - 1);
  };
  const next = () => {
    const answers = answersOf(question, draft);
    if (answers.length === 0) return notifyError(new Error(t('account.skin.noAnswer')));
    save.mutate(
      { body: { question: question.id, answers } },
      {
        onSuccess: () => {
          if (index === questions.length - 1) setFinished(true);
          else setIndex(index + 1);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('account.skin.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('account.close') }}
    >
      {finished ? (
        <div className={classes.stack} role="status">
          <h3 className={classes.sectionTitle}>{t('account.skin.thanks')}</h3>
          <p>{t('account.skin.thanksBody')}</p>
          <Button onClick={onClose}>{t('account.close')}</Button>
        </div>
      ) : (
        <div className={classes.stack}>
          <p className={classes.muted}>{t('account.skin.step', { current: index + 1, total: questions.length })}</p>
          <Progress value={((index + 1) / questions.length) * 100} aria-hidden="true" />
          <QuestionInput question={question} draft={draft} onChange={setDraft} />
          <div className={classes.spread}>
            <Button variant="default" onClick={previous} disabled={save.isPending}>
              {t('account.skin.previous')}
            </Button>
            <Button onClick={next} loading={save.isPending} disabled={save.isPending}>
              {t(index === questions.length - 1 ? 'account.skin.finish' : 'account.skin.next')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function QuestionInput({
  question,
  draft,
  onChange,
}: {
  question: SkinQuestion;
  draft: SkinDraft;
  onChange: (d: SkinDraft) => void;
}) {
  const title = question.questions.text;
  const essay = (label: string) => (
    <Textarea
      label={label}
      rows={3}
      maxLength={500}
      value={draft.essay}
      onChange={(e) => onChange({ ...draft, essay: e.currentTarget.value })}
    />
  );
  if (isEssayOnly(question)) return essay(title);
  const options = question.questions.options;
  if (isMultiple(question)) {
    return (
      <Checkbox.Group
        label={title}
        description={t('account.skin.multiple')}
        value={draft.options}
        onChange={(options) => onChange({ ...draft, options })}
      >
        <div className={classes.stack}>
          {options.map((o) => (
            <Checkbox key={o.id} value={o.id} label={o.text} />
          ))}
        </div>
      </Checkbox.Group>
    );
  }
  return (
    <>
      <Radio.Group
        label={title}
        value={draft.options[0] ?? null}
        onChange={(id) => onChange(pick(question, draft, id))}
      >
        <div className={classes.stack}>
          {options.map((o) => (
            <Radio key={o.id} value={o.id} label={o.text} />
          ))}
        </div>
      </Radio.Group>
      {allowsOther(question) && essay(t('account.skin.other'))}
    </>
  );
}

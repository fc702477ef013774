import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memberKeys, skinQuestionsQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { EmptyState, ErrorState } from '@rona/ui';
import { PanelSkeleton } from '../../../shared/member-area/panel-skeleton';
import classes from '../../../shared/member-area/member-area.module.css';
import { SkinDialog } from './skin-dialog';

const t = translator(accountMessages);

/** Analisa Kulit Saya: progress and 'Jawab Pertanyaan', or 'Jawab Ulang' once every question has an answer. */
export default function SkinTab() {
  const queryClient = useQueryClient();
  const questions = useQuery(skinQuestionsQuery());
  const [open, setOpen] = useState(false);

  if (questions.isPending) return <PanelSkeleton />;
  if (questions.isError)
    return (
      <ErrorState
        title={t('error.pageLoad')}
        error={questions.error}
        onRetry={() => void questions.refetch()}
        level={3}
      />
    );
  const list = questions.data.datas;
  if (list.length === 0) return <EmptyState title={t('account.skin.none')} level={3} />;
  const answered = list.filter((q) => q.answer.length > 0).length;
  const complete = answered === list.length;

  const close = () => {
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: memberKeys.skinQuestions });
    void queryClient.invalidateQueries({ queryKey: memberKeys.profile });
  };

  return (
    <div className={`${classes.card} ${classes.stack}`}>
      <h2 className={classes.sectionTitle}>{t('account.tab.analytic')}</h2>
      <p className={classes.muted}>{t('account.skin.lead')}</p>
      <p>{t('account.skin.progress', { answered, total: list.length })}</p>
      <div>
        <Button onClick={() => setOpen(true)}>{t(complete ? 'account.skin.restart' : 'account.skin.start')}</Button>
      </div>
      {open && <SkinDialog questions={list} onClose={close} />}
    </div>
  );
}

import { useState } from 'react';
import { Button, Checkbox } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { Subscription } from '@rona/domain';
import { ApiError, apiMutation, subscriptionDetailQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { activityMessages } from '@rona/i18n/areas/activity';
import { paths } from '@rona/routes';
import { AppLink, actionButtonClass, notifySuccess, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';

const t = translator(activityMessages);

/** /subscribe/{params}/{params2} (spec 3 §2): why stop the newsletter, or 'Berlangganan Berhasil Dibatalkan'. */
export function SubscriptionPage() {
  useDocumentTitle(t('activity.subscription.title'));
  const { params = '', params2 = '' } = useParams();
  const detail = useQuery(subscriptionDetailQuery(params, params2));

  if (detail.isPending)
    return (
      <AuthCard title={t('activity.subscription.title')} lead={t('loading')}>
        {null}
      </AuthCard>
    );
  const notFound = detail.isError
    ? detail.error instanceof ApiError && detail.error.httpStatus === 404
    : !detail.data.fullName;
  if (notFound) return <Cancelled />;
  if (detail.isError) {
    return (
      <AuthCard title={t('activity.subscription.title')}>
        <p className={authClasses.notice} role="alert">
          {t('error.pageLoad')}
        </p>
        <Button fullWidth variant="outline" onClick={() => void detail.refetch()}>
          {t('error.retry')}
        </Button>
      </AuthCard>
    );
  }
  return <Preferences params={params} params2={params2} subscriber={detail.data} />;
}

function Cancelled() {
  return (
    <AuthCard title={t('activity.subscription.cancelled')}>
      <p className={authClasses.center}>
        <AppLink to={paths.home()} className={actionButtonClass}>
          {t('activity.subscription.home')}
        </AppLink>
      </p>
    </AuthCard>
  );
}

interface PreferencesProps {
  params: string;
  params2: string;
  subscriber: Subscription;
}

/** A ticked box stops that mail (sends false for it); the button waits for at least one tick (spec 3 §5). */
function Preferences({ params, params2, subscriber }: PreferencesProps) {
  const queryClient = useQueryClient();
  const update = useMutation(apiMutation('subscriptionUpdate', queryClient));
  const [stopPromo, setStopPromo] = useState(!subscriber.discountVoucher);
  const [stopNewProduct, setStopNewProduct] = useState(!subscriber.newProduct);

  const save = () =>
    update.mutate(
      { params: { params, params2 }, body: { discountVoucher: !stopPromo, newProduct: !stopNewProduct } },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(subscriptionDetailQuery(params, params2).queryKey, saved);
          notifySuccess(t('activity.subscription.updated'));
        },
      },
    );

  return (
    <AuthCard
      title={t('activity.subscription.question')}
      lead={t('activity.subscription.greeting', { name: subscriber.fullName ?? '' })}
    >
      <div className={authClasses.form}>
        <Checkbox
          label={t('activity.subscription.stopPromo')}
          checked={stopPromo}
          onChange={(e) => setStopPromo(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('activity.subscription.stopNewProduct')}
          checked={stopNewProduct}
          onChange={(e) => setStopNewProduct(e.currentTarget.checked)}
        />
        <Button
          fullWidth
          onClick={save}
          loading={update.isPending}
          disabled={(!stopPromo && !stopNewProduct) || update.isPending}
        >
          {t('activity.subscription.submit')}
        </Button>
      </div>
    </AuthCard>
  );
}

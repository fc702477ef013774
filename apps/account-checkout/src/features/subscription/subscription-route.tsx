import { SubscriptionPage } from './subscription-page';

export const subscriptionRoute = { Component: SubscriptionPage };

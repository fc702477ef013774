/** The activity hub's and the unsubscribe page's server messages. */
export const activityMessages = {
  notificationNotFound: 'Notifikasi tidak ditemukan',
  subscriptionUpdated: 'Pengaturan berhasil diperbarui',
  /** What the page shows for a link that matches no subscriber (spec 3 §2). */
  subscriptionNotFound: 'Berlangganan Berhasil Dibatalkan',
} as const;

import type { EstateNotice, Notification } from './notifications';

/**
 * An estate notice as one member's notification, with that member's status: SENT until they open it.
 * The server publishes it so (READ) into the member's scope when they do; their device merges the
 * notice into their inbox so, and writes it so when they open it offline.
 */
export function noticeAsNotification(notice: EstateNotice, userId: string, status: Notification['status'] = 'SENT'): Notification {
  return {
    notificationId: notice.notificationId,
    userId,
    estateId: notice.estateId,
    title: notice.title,
    description: notice.description,
    image: notice.image,
    status,
    type: notice.type,
    createdAt: notice.createdAt,
    expiresAt: notice.expiresAt,
    url: notice.url,
    paymentDetails: null,
    actionID: '',
    actionType: '',
    approvalUID: '',
  };
}

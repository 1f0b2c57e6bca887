/** Texts of the offline queue and its sync status (docs/offline.md). */
export const en = {
  offline: {
    waiting_one: '{{count}} action waiting to sync',
    waiting_other: '{{count}} actions waiting to sync',
    waitingToSync: 'Waiting to sync',
    actionAbout: '{{action}} ({{about}})',
    queuedAction: '{{action}} at {{time}}',
    savedOnDevice: 'No connection: saved on this device. It will be sent when the connection returns.',
    syncNow: 'Sync now',
    sent_one: '{{count}} action taken offline was sent',
    sent_other: '{{count}} actions taken offline were sent',
    sentNote: 'They count at the time they were taken on this device; a manager reviews them.',
    refusedTitle: 'Not accepted by the server',
    refusedAction: '{{action}} at {{time}}: {{reason}}',
    refusedUnknown: 'The server did not accept this action.',
    dismiss: 'Dismiss',
    signOutWaiting_one:
      '{{count}} action is still waiting to sync on this device. It will be sent the next time you sign in here. Sign out anyway?',
    signOutWaiting_other:
      '{{count}} actions are still waiting to sync on this device. They will be sent the next time you sign in here. Sign out anyway?',
    recordedOffline: 'Offline',
    recordedOfflineHint: 'Recorded offline: the time is the device’s, to be reviewed by a manager',
    kind: {
      checkIn: 'Check in',
      checkOut: 'Check out',
      pause: 'Pause',
      resume: 'Resume',
      memberCheckIn: 'Member check in',
      memberCheckOut: 'Member check out',
      attendanceCreate: 'New attendance record',
      progressCreate: 'Progress note',
      progressUpdate: 'Progress note change',
    },
  },
};

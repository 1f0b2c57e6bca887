/** Texts of a shift's span over the calendar (docs/payroll-rules.md, "Correction requests and managers' corrections"). */
export const en = {
  shiftSpan: {
    // after a clock time on a later calendar day than the shift's check-in: "08:00 AM (+1 day)"
    laterDay_one: '{{time}} (+{{count}} day)',
    laterDay_other: '{{time}} (+{{count}} days)',
    length: 'Shift length: {{length}}',
    // a shift with pauses: its length and the time worked once they are taken off
    lengthWorked: 'Shift length: {{length}} ({{worked}} worked, {{paused}} paused)',
    // a shift without a check-out: today's still running, or a past day's missing one
    stillOpen: '{{checkIn}} to now, still open',
    noCheckOut: '{{checkIn}}, no check-out',
  },
};

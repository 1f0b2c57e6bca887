/** Texts of a shift's span over the calendar (docs/payroll-rules.md, "Correction requests and managers' corrections"). */
export const en = {
  shiftSpan: {
    // after a clock time on a later calendar day than the shift's check-in: "08:00 AM (+1 day)"
    laterDay_one: '{{time}} (+{{count}} day)',
    laterDay_other: '{{time}} (+{{count}} days)',
    length: 'Shift length: {{length}}',
  },
};

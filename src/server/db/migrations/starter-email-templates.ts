/**
 * Templates a fresh install starts with, so the Send Email picker is useful on day one.
 * Admins edit or delete them like any other. `{{client_name}}` and `{{company}}` are
 * filled in when a template is picked (see fillTemplate in shared/schemas/communications).
 * Kept as data frozen at migration time: changing this list later changes no database.
 */
export const starterEmailTemplates = [
  {
    name: 'Discovery call follow-up',
    subject: 'Great talking with you, {{client_name}}',
    content:
      'Hi {{client_name}},\n\nThank you for taking the time to talk with us today. As promised, here is a short summary of what we discussed and the next steps we suggested for {{company}}.\n\n- \n- \n\nReply to this email with any questions, or book a follow-up call whenever suits you.\n\nBest regards,',
  },
  {
    name: 'Proposal sent',
    subject: 'Your proposal for {{company}}',
    content:
      'Hi {{client_name}},\n\nAttached is the proposal we put together for {{company}}. It covers the scope, the timeline and the investment for each phase.\n\nTake your time to review it; we are happy to walk you through it on a short call.\n\nBest regards,',
  },
  {
    name: 'Project kickoff',
    subject: 'Welcome aboard: kickoff details',
    content:
      'Hi {{client_name}},\n\nWe are excited to start working with {{company}}. Here is what happens next:\n\n1. Kickoff call to align on goals and timeline\n2. Brand and market discovery\n3. First deliverables for your review\n\nWe will send a calendar invitation for the kickoff shortly.\n\nBest regards,',
  },
  {
    name: 'Check-in',
    subject: 'Checking in',
    content:
      'Hi {{client_name}},\n\nJust checking in to see how things are going at {{company}} and whether there is anything we can help with.\n\nBest regards,',
  },
  {
    name: 'Thank you',
    subject: 'Thank you, {{client_name}}',
    content:
      'Hi {{client_name}},\n\nThank you for trusting us with your project. It has been a pleasure working with you and the team at {{company}}.\n\nIf you have a minute, we would love to hear how the experience was for you.\n\nBest regards,',
  },
];

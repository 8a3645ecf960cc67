/**
 * The default /privacy and /terms texts, shown until the studio saves its own in
 * Site settings → Legal pages. They describe what this software actually stores and
 * why; a studio that changes the software or its providers should change them too.
 * Format (also for the studio's own text): paragraphs separated by a blank line, a line
 * starting with "## " is a heading, lines starting with "- " are a list.
 */

export const defaultPrivacyPolicy = `This policy explains what Signal Studio's website and customer app store about you, why, for how long, and how to get a copy or have it deleted. Questions: write to the general contact address in the footer.

## What we store and why

- Account: your e-mail address, a password hash (never the password itself), your profile, and the sessions you are signed in with. We need them to let you sign in and to keep your work yours.
- Your work in the app: tasks, folders, the people you share them with, clients and communications you record. They are stored so the app can show them to you and the people you share with.
- Orders and subscriptions: the product, the amount, the date and the payment provider's references. Card details are entered on the payment provider's page and never reach us. We keep orders for our accounting.
- Enquiries and sign-ups: when you send a contact form, register for a webinar, join a waitlist, ask for a resource by e-mail or subscribe to the newsletter, we keep your name, e-mail address and message as a lead, so we can answer you and send what you asked for.
- E-mail: every message we send (confirmations, reminders, password resets, newsletters you subscribed to) goes through an outbox that records the recipient, the kind of message and whether it was delivered, so nothing is lost or sent twice.

## Visitor statistics without cookies

We count page views and a few actions with our own server, not a third-party tracker. We set no cookie and store nothing in your browser for this. To count unique visitors, your IP address and browser name are combined with a random value that changes every day and turned into a short one-way code; the address and browser name are never stored, and the daily value is deleted once its day is over, so nobody, including us, can link a code to you or follow you from one day to the next. Raw events are kept for 30 days; after that only daily totals remain.

## How long we keep it

- Account data: until you delete your account.
- Orders: for as long as accounting law requires; when you delete your account they stay without your name or e-mail address.
- Leads and sign-ups: until they are dealt with and the studio deletes them, or until you ask us to.
- Unsubscribing from the newsletter stops it at once; queued marketing messages are cancelled.

## Your choices

- Download my data: signed in, the Account page gives you one file with everything stored about your account.
- Delete my account: on the same page. It removes your profile, work, sessions and preferences in one step; shared folders are handed to the person you shared them with.
- For enquiries and sign-ups without an account, write to us and we will send you a copy or delete them.

## Who else sees it

The payment provider processes payments, and the e-mail provider delivers our messages. We do not sell or share your details with anyone else.`;

export const defaultTermsOfService = `These terms apply to Signal Studio's website, its customer app and the products and services bought through them.

## Buying

- Prices are in US dollars and are the prices shown on the product's page at the time of purchase; the checkout names the price you pay before you pay it.
- Launch and sale prices apply until the end date shown on the page. Without an end date, a price stands until the page changes it.
- Payment is taken by our payment provider. A payment plan or subscription renews as stated on its page until it ends or you cancel it; cancelling ends it with the period already paid.
- Where a product names a guarantee (such as a money-back period), it applies as stated on that product's page. Refunds are paid back to the original payment method.

## Events

Event dates, times and places are as shown on the event's page. If we have to change or cancel an event, we tell every ticket holder by e-mail and offer a refund for a cancelled event.

## Your account

Keep your password to yourself; you are responsible for what is done with your account. You can download your data or delete your account at any time from the Account page. We may suspend an account that is used to harm others or the service.

## Your content

What you put into the app (tasks, clients, notes) stays yours. We store it only to provide the service to you and the people you share it with.

## Liability

We build and deliver with care, but the website and app are provided as they are. To the extent the law allows, our liability for any claim is limited to the amount you paid for the product concerned.

## Changes

We may update these terms; the version on this page is the one that applies to a new purchase.`;

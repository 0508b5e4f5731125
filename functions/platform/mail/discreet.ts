/**
 * What a client's lock screen, calendar or shared inbox may show of the practice's e-mails: the
 * sender name, the subject, the preview and the first lines. The practice's name can say what kind
 * of care it is ("… Therapy"), and an order's item can too, so those places use the person's name
 * alone and say nothing of what was bought or why.
 */
import { practice } from '#core/config/practice.ts'

/** The name in the From header, subjects and first lines of every e-mail to a client. */
export const MAIL_NAME = practice.name

/** Words that would tell an onlooker about care or a condition; none may appear where they look. */
export const REVEALING_WORDS =
  /therap|counsel|psych|hypno|emdr|mental|anxi|depress|trauma|panic|diagnos|clinic|disorder|lmft|lpcc/i

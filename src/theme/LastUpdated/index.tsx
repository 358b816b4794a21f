// Swizzled (eject) because the theme marks the date with itemprop="dateModified" outside any
// itemscope, which HTML does not allow (W3C validator); the date reaches search engines through
// the TechArticle JSON-LD instead. The date is formatted by src/components/formatDate, not by a new
// Intl.DateTimeFormat on every page. Otherwise the theme's component, same text and markup.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {formatDate} from '@site/src/components/formatDate';
import type {Props} from '@theme/LastUpdated';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const formatted = formatDate(atDate);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()}>{formatted}</time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}

import React from 'react'
import { figureRuns } from '@src/lib/shared/figure-runs'

/** Text whose figures read left to right, each on its own, inside right-to-left text (`+25 ألف`). */
export function IsolatedFigures({ text }: { text: string }) {
  return (
    <>
      {figureRuns(text).map(({ text: run, figure }, i) =>
        figure ? (
          <span key={i} className="ltr">
            {run}
          </span>
        ) : (
          run
        ),
      )}
    </>
  )
}

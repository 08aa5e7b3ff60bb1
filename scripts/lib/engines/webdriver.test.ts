/** @jest-environment node */
import { ELEMENT_KEY, WebDriverError, answerValue, elementId } from './webdriver'

describe('answerValue', () => {
  it('returns the value of a success, null included', () => {
    expect(answerValue('new session', 200, '{"value":{"sessionId":"s1"}}')).toEqual({ sessionId: 's1' })
    expect(answerValue('POST /url', 200, '{"value":null}')).toBeNull()
  })

  it('throws the driver’s error code and message', () => {
    const text = '{"value":{"error":"no such element","message":"Unable to locate","stacktrace":""}}'
    expect(() => answerValue('POST /element', 404, text)).toThrow(
      new WebDriverError('POST /element', 'no such element', 'Unable to locate'),
    )
    // An error in a success status (as some drivers answer) is still an error.
    expect(() => answerValue('POST /element', 200, text)).toThrow(/no such element: Unable to locate/)
  })

  it('throws on an HTTP error without a WebDriver body, an answer that is no JSON, and one without a value', () => {
    expect(() => answerValue('GET /status', 500, '{"value":{}}')).toThrow(/HTTP 500/)
    expect(() => answerValue('GET /status', 502, '<html>Bad gateway</html>')).toThrow(/invalid answer: HTTP 502: <html>/)
    expect(() => answerValue('GET /status', 200, '{}')).toThrow(/without a value/)
  })

  it('keeps a value that merely has an error-like field of another type', () => {
    expect(answerValue('POST /execute/async', 200, '{"value":{"error":null,"value":1}}')).toEqual({ error: null, value: 1 })
  })
})

describe('elementId', () => {
  it('reads the id of an element reference', () => {
    expect(elementId('find button', { [ELEMENT_KEY]: 'node-1' })).toBe('node-1')
  })

  it('throws on anything else', () => {
    expect(() => elementId('find button', { 'element-6066': 'node-1' })).toThrow(/no element reference/)
    expect(() => elementId('find button', null)).toThrow(WebDriverError)
  })
})
